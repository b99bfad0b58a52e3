import { SetMetadata } from '@nestjs/common';

const OPERATION = 'tracklight:operation';
const PUBLIC = 'tracklight:public';

/** The operation a route or resolver performs; its rule in the registry says who may call it. */
export const Operation = (name: string) => SetMetadata(OPERATION, name);

/** Callable without a token (login, password reset, health). A token, when sent, is still read. */
export const Public = () => SetMetadata(PUBLIC, true);

export type Annotation = { kind: 'public' } | { kind: 'operation'; name: string } | null;

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const annotationOf = (handler: Function, controller: Function): Annotation => {
  for (const target of [handler, controller]) {
    const name: unknown = Reflect.getMetadata(OPERATION, target);
    if (typeof name === 'string') return { kind: 'operation', name };
    if (Reflect.getMetadata(PUBLIC, target) === true) return { kind: 'public' };
  }
  return null;
};
