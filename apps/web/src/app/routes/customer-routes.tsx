import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { InPreparationPage } from '../../components/pages/InPreparationPage';
import { NotFoundPage } from '../../components/pages/NotFoundPage';
import { customerPaths, paths, type Access, type CustomerRouteKey, type RouteDef } from '../../config/paths';
import { GuestOnly, RequireCustomer } from '../guards';

/** Screens built in this release; every other route shows "W przygotowaniu". */
const screens: Partial<Record<CustomerRouteKey, ComponentType>> = {
  landing: lazy(() => import('../../features/home/LandingPage')),
  home: lazy(() => import('../../features/home/DashboardPage')),
  login: lazy(() => import('../../features/auth/LoginPage')),
  registration: lazy(() => import('../../features/auth/RegistrationPage')),
  forgotPassword: lazy(() => import('../../features/auth/ForgotPasswordPage')),
  resetPassword: lazy(() => import('../../features/auth/ResetPasswordPage')),
  myAccount: lazy(() => import('../../features/account/MyAccountPage')),
  profile: lazy(() => import('../../features/account/ProfilePage')),
  aboutProgram: lazy(() => import('../../features/program/AboutProgramPage')),
  contact: lazy(() => import('../../features/program/ContactPage')),
  points: lazy(() => import('../../features/points/PointsPage')),
  myPoints: lazy(() => import('../../features/member-points/MyPointsPage')),
  myCodes: lazy(() => import('../../features/my-codes/MyCodesPage')),
  ranking: lazy(() => import('../../features/ranking/RankingPage')),
  checkout: lazy(() => import('../../features/basket/CheckoutPage')),
  exchangePoints: lazy(() => import('../../features/catalogue/ExchangePointsPage')),
  group: lazy(() => import('../../features/catalogue/GroupTreePage')),
  groupDetails: lazy(() => import('../../features/catalogue/GroupPage')),
  prizeDetails: lazy(() => import('../../features/catalogue/PrizePage')),
  myOrders: lazy(() => import('../../features/orders/MyOrdersPage')),
};

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
