import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { ErrorCatalogueReader } from '../cms-content/error-catalogue';
import { errorLegend } from './error-legend';

@ObjectType('ErrorLegendEntry')
export class ErrorLegendEntryView {
  @Field({ description: 'The error id, as audits carry it (5.4, 10.2.1)' }) id!: string;
  @Field({ description: 'What it means, in the words the audit pages show' }) description!: string;
  @Field({ description: "Shown to the provider's staff only (always false for other callers)" }) staffOnly!: boolean;
}

/** errorLegend: the legend page's error ids (issue 22: every code explained in plain words). */
@Resolver()
export class ErrorLegendResolver {
  constructor(private readonly catalogue: ErrorCatalogueReader) {}

  @Query(() => [ErrorLegendEntryView])
  @Operation('reporting.legend.read')
  async errorLegend(@CurrentUser() user: AuthenticatedUser): Promise<ErrorLegendEntryView[]> {
    return errorLegend(await this.catalogue.read(), user.isSuperAdmin);
  }
}
