import { lazy, type ComponentType } from 'react';
import type { CustomerRouteKey } from '../../config/paths';

/** Screens built in this release; every other route shows "W przygotowaniu". */
export const customerScreens: Partial<Record<CustomerRouteKey, ComponentType>> = {
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
