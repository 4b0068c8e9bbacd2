import { lazy, type ComponentType } from 'react';
import { paths } from '../../config/paths';

const A = paths.admin;

/** Admin screens built so far, by route path; every other admin route says "W przygotowaniu". */
export const adminScreens: Readonly<Record<string, ComponentType>> = {
  [A.settings.general.path]: lazy(() => import('../../features/settings/SettingsPage')),
  [A.settings.logs.path]: lazy(() => import('../../features/settings/LogsPage')),

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

  [A.distributors.list.path]: lazy(() => import('../../features/distributors/DistributorListPage')),
  [A.distributors.add.path]: lazy(() => import('../../features/distributors/DistributorFormPage')),
  [A.distributors.edit.path]: lazy(() => import('../../features/distributors/DistributorFormPage')),
  [A.distributors.unauthorized.path]: lazy(() => import('../../features/distributors/UnauthorizedDistributorsPage')),
  [A.distributors.addFromCsv.path]: lazy(() => import('../../features/distributors/ImportDistributorsPage')),
  [A.contractors.approved.path]: lazy(() => import('../../features/contractor-websites/ApprovedWebsitesPage')),
  [A.contractors.unapproved.path]: lazy(() => import('../../features/contractor-websites/UnapprovedWebsitesPage')),

  [A.list.index.path]: lazy(() => import('../../features/lists/ListsPage')),
  [A.list.add.path]: lazy(() => import('../../features/lists/ListFormPage')),
  [A.list.details.path]: lazy(() => import('../../features/lists/ListFormPage')),
  [A.list.itemAdd.path]: lazy(() => import('../../features/lists/ItemFormPage')),
  [A.list.item.path]: lazy(() => import('../../features/lists/ItemFormPage')),
  [A.list.itemOfListAdd.path]: lazy(() => import('../../features/lists/ItemFormPage')),

  [A.prizes.list.path]: lazy(() => import('../../features/prizes/PrizeListPage')),
  [A.prizes.converter.path]: lazy(() => import('../../features/prizes/ConverterPage')),
  [A.prizes.assignCategory.path]: lazy(() => import('../../features/prizes/AssignCategoryPage')),
  [A.prizes.groups.path]: lazy(() => import('../../features/prizes/GroupListPage')),
  [A.prizes.addGroup.path]: lazy(() => import('../../features/prizes/GroupFormPage')),
  [A.prizes.editGroup.path]: lazy(() => import('../../features/prizes/GroupFormPage')),
  [A.prizes.thresholds.path]: lazy(() => import('../../features/prizes/ThresholdsPage')),
  [A.prizes.thirdPartyProducts.path]: lazy(() => import('../../features/prizes/ThirdPartyProductsPage')),
  [A.prizes.offerView.path]: lazy(() => import('../../features/prizes/OfferViewPage')),
  [A.prizes.addPrize.path]: lazy(() => import('../../features/prizes/PrizeFormPage')),
  [A.prizes.editPrize.path]: lazy(() => import('../../features/prizes/PrizeFormPage')),

  [A.orders.list.path]: lazy(() => import('../../features/orders/admin/OrderListPage')),
  [A.orders.details.path]: lazy(() => import('../../features/orders/admin/OrderDetailsPage')),

  [A.clubMembers.list.path]: lazy(() => import('../../features/club-members/MemberListPage')),
  [A.clubMembers.details.path]: lazy(() => import('../../features/club-members/MemberDetailsPage')),
  [A.clubMembers.add.path]: lazy(() => import('../../features/club-members/MemberFormPage')),
  [A.clubMembers.edit.path]: lazy(() => import('../../features/club-members/MemberFormPage')),
  [A.clubMembers.employees.path]: lazy(() => import('../../features/club-members/EmployeeListPage')),
  [A.clubMembers.addEmployee.path]: lazy(() => import('../../features/club-members/EmployeeFormPage')),
  [A.clubMembers.editEmployee.path]: lazy(() => import('../../features/club-members/EmployeeFormPage')),
  [A.clubMembers.exportCsv.path]: lazy(() => import('../../features/club-members/ExportPage')),
  [A.clubMembers.exportMailing.path]: lazy(() => import('../../features/club-members/ExportPage')),
  [A.clubMembers.importCsv.path]: lazy(() => import('../../features/club-members/ImportPage')),
  [A.clubMembers.import.path]: lazy(() => import('../../features/club-members/ImportHistoryPage')),

  [A.goldGroup.members.path]: lazy(() => import('../../features/gold-group/GoldMembersPage')),
  [A.goldGroup.subgroups.path]: lazy(() => import('../../features/gold-group/SubgroupListPage')),
  [A.goldGroup.subgroupForm.path]: lazy(() => import('../../features/gold-group/SubgroupFormPage')),
  [A.goldGroup.documents.path]: lazy(() => import('../../features/gold-group/GoldDocumentsPage')),
  [A.premiumGroup.members.path]: lazy(() => import('../../features/premium-group/PremiumMembersPage')),
  [A.premiumGroup.candidates.path]: lazy(() => import('../../features/premium-group/PremiumCandidatesPage')),
  [A.premiumGroup.candidatesForRemoval.path]: lazy(() => import('../../features/premium-group/PremiumRemovalPage')),
  [A.premiumGroup.settings.path]: lazy(() => import('../../features/premium-group/PremiumSettingsPage')),
};
