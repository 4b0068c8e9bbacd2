import { createBrowserRouter } from 'react-router';
import { ErrorPage } from '../components/pages/ErrorPage';
import { CustomerRoot } from './layouts/CustomerRoot';
import { adminRoute } from './routes/admin-routes';
import { customerRoutes } from './routes/customer-routes';

export function createAppRouter() {
  return createBrowserRouter([
    adminRoute(),
    {
      path: '/',
      element: <CustomerRoot />,
      errorElement: <ErrorPage />,
      children: [{ errorElement: <ErrorPage />, children: customerRoutes() }],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
