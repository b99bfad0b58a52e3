import { createElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageSkeleton } from '../layout/Skeletons';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
type PropsOf<View> = View extends ComponentType<infer Props> ? Props : never;
/** A view's props, optional when it needs none. */
type PropsArgument<View> = object extends PropsOf<View> ? [props?: PropsOf<View>] : [props: PropsOf<View>];

// Each view has a Suspense boundary of its own (keyed by folder and view). Routes put every view
// at the same place in the tree, so one shared boundary would keep the screen being left mounted,
// hidden, while the next one's code loads, and going back to it before then would show it as it
// was, never read again.
let folders = 0;

/**
 * Elements of a folder's screens whose code is fetched when one of them first opens (one chunk per
 * folder: `load` imports its module of views), so the first paint waits for none of them. Until
 * it arrives the page's loading skeleton shows, never a blank page (issue 22).
 */
export const lazyViews = <Views extends Record<string, unknown>>(load: () => Promise<Views>) => {
  const folder = ++folders;
  // One lazy component per view, however many routes show it.
  const components = new Map<keyof Views, AnyComponent>();
  const componentOf = (name: keyof Views): AnyComponent => {
    let component = components.get(name);
    if (!component) {
      component = lazy(async () => ({ default: (await load())[name] as AnyComponent }));
      components.set(name, component);
    }
    return component;
  };
  return <Name extends keyof Views>(name: Name, ...[props]: PropsArgument<Views[Name]>): ReactElement => (
    <Suspense key={`${folder}:${String(name)}`} fallback={<PageSkeleton />}>{createElement(componentOf(name), props as object | undefined)}</Suspense>
  );
};
