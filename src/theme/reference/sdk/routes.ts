import { EVENT_PAGE_GROUPS, type SdkCatalogue, type SdkEvent, type SdkModel } from '../../../shared/sdk/catalogue.ts';

/**
 * Canonical routes of the SDK reference pages (default locale; links are localised when rendered).
 * Functions, events and enums keep their catalogue names; models use their name with a lower-case first letter
 * (`MessageInfo` → `/sdks/class/messageInfo`), message elements and their parts live under `/sdks/class/message/`.
 */
export const sdkRoutes = {
  function: (group: string, name: string) => `/sdks/api/${group}/${name}`,
  groupOverview: (group: string) => `/sdks/api/${group}/overview`,
  listener: (name: string) => `/sdks/listener/${name}`,
  enum: (name: string) => `/sdks/enum/${name}`,
  errors: '/sdks/errcode',
  coverage: '/sdks/coverage',
  errorCode: (code: number) => `/sdks/errcode#code-${code}`,
};

const pageGroups = new Set<string>(EVENT_PAGE_GROUPS);

/** Whether an event has its own page (`/sdks/callback/<group>/<name>`); the others are described on their listener's page. */
export function hasEventPage(event: SdkEvent): boolean {
  return pageGroups.has(event.group);
}

export function eventRoute(event: SdkEvent): string {
  return hasEventPage(event) ? `/sdks/callback/${event.group}/${event.name}` : `${sdkRoutes.listener(event.listener)}#${eventAnchor(event)}`;
}

/** Anchor of an event's entry on its listener page. */
export function eventAnchor(event: SdkEvent): string {
  return `event-${event.name}`;
}

export function modelSlug(model: Pick<SdkModel, 'name' | 'kind'>): string {
  const slug = model.name.charAt(0).toLowerCase() + model.name.slice(1);
  return model.kind === 'messageElem' || model.kind === 'messageSubStruct' ? `message/${slug}` : slug;
}

export function modelRoute(model: Pick<SdkModel, 'name' | 'kind'>): string {
  return `/sdks/class/${modelSlug(model)}`;
}

/** Every canonical SDK reference route the catalogue implies (for page generation and tests). */
export function catalogueRoutes(catalogue: SdkCatalogue): string[] {
  const routes: string[] = [sdkRoutes.errors, sdkRoutes.coverage];
  for (const [group, names] of Object.entries(catalogue.index.functionsByGroup)) {
    routes.push(sdkRoutes.groupOverview(group), ...names.map((n) => sdkRoutes.function(group, n)));
  }
  for (const event of Object.values(catalogue.events)) if (hasEventPage(event)) routes.push(eventRoute(event));
  for (const name of Object.keys(catalogue.listeners)) routes.push(sdkRoutes.listener(name));
  for (const model of Object.values(catalogue.models)) routes.push(modelRoute(model));
  for (const name of Object.keys(catalogue.enums)) routes.push(sdkRoutes.enum(name));
  return routes;
}
