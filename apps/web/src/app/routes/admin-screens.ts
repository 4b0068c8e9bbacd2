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

  [A.codes.search.path]: lazy(() => import('../../features/admin-codes/CodeSearchPage')),
  [A.codes.codeDetails.path]: lazy(() => import('../../features/admin-codes/CodeDetailsPage')),
  [A.codes.batches.path]: lazy(() => import('../../features/admin-codes/BatchesPage')),
  [A.codes.insertCode.path]: lazy(() => import('../../features/admin-codes/InsertCodePage')),
  [A.codes.userPoints.path]: lazy(() => import('../../features/admin-codes/UserPointsPage')),
  [A.codes.pointsDetails.path]: lazy(() => import('../../features/admin-codes/PointsDetailsPage')),
  [A.codes.addPoints.path]: lazy(() => import('../../features/admin-codes/AddPointsPage')),
  [A.codes.transferPoints.path]: lazy(() => import('../../features/admin-codes/TransferPointsPage')),

  [A.regions.list.path]: lazy(() => import('../../features/regions/RegionListPage')),
  [A.regions.form.path]: lazy(() => import('../../features/regions/RegionFormPage')),
  [A.regions.districts.path]: lazy(() => import('../../features/regions/DistrictListPage')),
  [A.regions.districtForm.path]: lazy(() => import('../../features/regions/DistrictFormPage')),

  [A.clubMembers.list.path]: lazy(() => import('../../features/club-members/MemberListPage')),
  [A.clubMembers.details.path]: lazy(() => import('../../features/club-members/MemberDetailsPage')),
  [A.clubMembers.add.path]: lazy(() => import('../../features/club-members/MemberFormPage')),
  [A.clubMembers.edit.path]: lazy(() => import('../../features/club-members/MemberFormPage')),
  [A.clubMembers.addEmployee.path]: lazy(() => import('../../features/club-members/EmployeeFormPage')),
  [A.clubMembers.editEmployee.path]: lazy(() => import('../../features/club-members/EmployeeFormPage')),
  [A.clubMembers.exportCsv.path]: lazy(() => import('../../features/club-members/ExportPage')),
  [A.clubMembers.exportMailing.path]: lazy(() => import('../../features/club-members/ExportPage')),
};
