import { lazy, type ComponentType } from 'react';
import { paths } from '../../config/paths';

const A = paths.admin;

/** Admin screens built so far, by route path; every other admin route says "W przygotowaniu". */
export const adminScreens: Readonly<Record<string, ComponentType>> = {
  [A.points.list.path]: lazy(() => import('../../features/points/admin/PackageListPage')),
  [A.points.packageAdd.path]: lazy(() => import('../../features/points/admin/PackageFormPage')),
  [A.points.packageEdit.path]: lazy(() => import('../../features/points/admin/PackageFormPage')),
  [A.points.groupList.path]: lazy(() => import('../../features/points/admin/GroupListPage')),
  [A.points.groupAdd.path]: lazy(() => import('../../features/points/admin/GroupFormPage')),
  [A.points.groupEdit.path]: lazy(() => import('../../features/points/admin/GroupFormPage')),
};
