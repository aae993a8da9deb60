import { createContext, useContext } from 'react';
import type { RouteDef } from '../app/routes';

export const RouteContext = createContext<RouteDef | null>(null);

/** The route table entry of the page being rendered. */
export function useRouteDef(): RouteDef | null {
  return useContext(RouteContext);
}
