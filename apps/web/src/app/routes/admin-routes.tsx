import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { ErrorPage } from '../../components/pages/ErrorPage';
import { InPreparationPage } from '../../components/pages/InPreparationPage';
import { NotFoundPage } from '../../components/pages/NotFoundPage';
import { adminSectionRedirects } from '../../config/admin-paths';
import { allRoutes, paths } from '../../config/paths';
import { adminFrameLoaders } from '../../boot/screen-loaders';
import { adminScreens } from './admin-screens';

// The whole back office is a separate chunk: customers never download it.
const AdminRoot = lazy(adminFrameLoaders.root);
const AdminLayout = lazy(adminFrameLoaders.layout);
const AdminAuthLayout = lazy(adminFrameLoaders.authLayout);
const AdminDashboardPage = lazy(() => import('../../features/admin-shell/AdminDashboardPage'));
const AdminLoginPage = lazy(() => import('../../features/auth/admin/AdminLoginPage'));
const AdminRemindPasswordPage = lazy(() => import('../../features/auth/admin/AdminRemindPasswordPage'));
const AdminResetPasswordPage = lazy(() => import('../../features/auth/admin/AdminResetPasswordPage'));
const InvitationPage = lazy(() => import('../../features/admin-staff/InvitationPage'));

/** A redirect that keeps the query and hash (an old link's `?code=…` still arrives). */
function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** Admin section screens: built ones from admin-screens.ts, the rest say "W przygotowaniu". */
function sectionRoutes(): RouteObject[] {
  return allRoutes()
    .filter((def) => def.access === 'admin' && def.path !== paths.admin.dashboard.path)
    .map((def) => {
      const Screen = adminScreens[def.path];
      return {
        path: def.path,
        element: Screen ? (
          <Screen />
        ) : (
          <InPreparationPage title={def.title} backTo={paths.admin.dashboard.path} backLabel="Wróć do panelu" />
        ),
      };
    });
}

/** The "/admin" route tree. */
export function adminRoute(): RouteObject {
  return {
    path: paths.admin.dashboard.path,
    element: <AdminRoot />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          {
            element: <AdminAuthLayout />,
            children: [
              { path: paths.admin.login.path, element: <AdminLoginPage /> },
              { path: paths.admin.remindPassword.path, element: <AdminRemindPasswordPage /> },
              { path: paths.admin.resetPassword.path, element: <AdminResetPasswordPage /> },
              { path: paths.admin.invitation.path, element: <InvitationPage /> },
            ],
          },
          {
            element: <AdminLayout />,
            children: [
              {
                errorElement: <ErrorPage />,
                children: [
                  { index: true, element: <AdminDashboardPage /> },
                  ...sectionRoutes(),
                  ...adminSectionRedirects.map(({ from, to }) => ({ path: from, element: <Redirect to={to} /> })),
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
