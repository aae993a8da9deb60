import { createContext, useContext } from 'react';

/** What a page may read of its route table entry (app/routes.ts's RouteDef, which lib cannot import). */
export interface CurrentRoute {
  path: string;
  /** i18n key of the page title (`pages.*`). */
  title: string;
  page: string;
  public?: boolean;
  tab?: number;
}

export const RouteContext = createContext<CurrentRoute | null>(null);

/** The route table entry of the page being rendered. */
export function useRouteDef(): CurrentRoute | null {
  return useContext(RouteContext);
}
