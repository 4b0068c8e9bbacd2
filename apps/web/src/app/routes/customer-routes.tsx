import type { RouteObject } from 'react-router';
import { InPreparationPage } from '../../components/pages/InPreparationPage';
import { NotFoundPage } from '../../components/pages/NotFoundPage';
import { customerPaths, paths, type Access, type CustomerRouteKey, type RouteDef } from '../../config/paths';
import { GuestOnly, RequireCustomer } from '../guards';
import { customerScreens as screens } from './customer-screens';

function toRoute(key: CustomerRouteKey, def: RouteDef): RouteObject {
  const Screen = screens[key];
  const element = Screen ? <Screen /> : <InPreparationPage title={def.title} backTo={paths.home.path} backLabel="Wróć do pulpitu" />;
  return def.path === '/' ? { index: true, element } : { path: def.path, element };
}

function routesWith(access: Access): RouteObject[] {
  return (Object.entries(customerPaths) as Array<[CustomerRouteKey, RouteDef]>)
    .filter(([, def]) => def.access === access)
    .map(([key, def]) => toRoute(key, def));
}

/** Children of the customer root route "/". */
export function customerRoutes(): RouteObject[] {
  return [
    ...routesWith('public'),
    { element: <GuestOnly />, children: routesWith('guest') },
    { element: <RequireCustomer />, children: routesWith('customer') },
    { path: '*', element: <NotFoundPage /> },
  ];
}
