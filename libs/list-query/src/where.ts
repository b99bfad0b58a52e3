/** Adds a query parameter and answers its placeholder ($1, $2, ...). */
export type Param = (value: unknown) => string;

/** A WHERE built condition by condition, each adding its values as numbered parameters. */
export class Where {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  add(condition: (param: Param) => string): this {
    this.conditions.push(
      condition((value) => {
        this.params.push(value);
        return `$${this.params.length}`;
      }),
    );
    return this;
  }

  sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}
