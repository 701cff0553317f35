import { province, region, village } from './definitions/addresses.ts';
import { appealDirection, appealForm, appealGroup, appealSource, appealType } from './definitions/appeals.ts';
import { assetGroup, assetProduct, room, writeOffReason } from './definitions/basic-tools.ts';
import { fond } from './definitions/cash-trading.ts';
import { cashbox } from './definitions/cashbox.ts';
import {
  bankExpenseCondition,
  bankInputType,
  bankInputTypeCondition,
  firm,
  firmAccountNumber,
  supplierUniqueNumber,
} from './definitions/cashless.ts';
import { blacklistedClient } from './definitions/clients.ts';
import { contractCommentType, processStage, warningLetterTemplate } from './definitions/collections.ts';
import { branchSetting, mobileDevice } from './definitions/device-control.ts';
import { costItem } from './definitions/expenses.ts';
import { absenceReason, employeeDevice, workstation } from './definitions/face-recognition.ts';
import {
  appVersion,
  countingErrorReason,
  customerFlowSource,
  freeProductReason,
  investor,
  material,
  materialGroup,
  news,
  programVersion,
  soleProprietor,
  staff,
} from './definitions/info.ts';
import { bank, driver, productReturnReason } from './definitions/information.ts';
import { installationMaster, installationRate } from './definitions/installation.ts';
import { branch } from './definitions/organizations.ts';
import { supplier } from './definitions/partners.ts';
import { priceTagTemplate } from './definitions/price-tag.ts';
import { categoryMarkup, generalMarkup, productMarkup, saleExchangeRate } from './definitions/pricing.ts';
import {
  brand,
  product,
  productCategory,
  productCategoryProperty,
  productProperty,
  productPropertyGroup,
  productPropertyUnit,
  unit,
} from './definitions/product-info.ts';
import { user, userPosition } from './definitions/rbac.ts';
import { conversationComment } from './definitions/resale.ts';
import {
  classifier,
  holiday,
  hrSection,
  workLeaveReason,
  workLocation,
  workSchedule,
} from './definitions/salary.ts';
import {
  contractRequisite,
  contractTariff,
  contractTerm,
  exchangeRate,
  paymentType,
  productDiscount,
} from './definitions/settings.ts';
import { smsTemplate } from './definitions/sms.ts';
import { warehouse } from './definitions/warehouses.ts';
import { workplace, workplaceCategory, workplacePosition } from './definitions/workplace-info.ts';
import type { ResourceDef } from './types.ts';

/** Every resource of the engine, in the order their tables are created (referenced ones first). */
export const RESOURCES: readonly ResourceDef[] = [
  branch,
  userPosition,
  user,
  province,
  region,
  village,
  unit,
  brand,
  exchangeRate,
  mobileDevice,
  branchSetting,
  // Reference screens (issue 3 item 4), referenced ones first.
  workplaceCategory,
  workplacePosition,
  workplace,
  productPropertyUnit,
  productPropertyGroup,
  productProperty,
  productCategory,
  productCategoryProperty,
  product,
  warehouse,
  supplier,
  bank,
  driver,
  productReturnReason,
  staff,
  news,
  investor,
  soleProprietor,
  customerFlowSource,
  materialGroup,
  material,
  freeProductReason,
  appVersion,
  countingErrorReason,
  productDiscount,
  paymentType,
  contractTerm,
  contractTariff,
  contractRequisite,
  workLocation,
  workSchedule,
  workLeaveReason,
  hrSection,
  holiday,
  classifier,
  workstation,
  absenceReason,
  employeeDevice,
  costItem,
  contractCommentType,
  processStage,
  warningLetterTemplate,
  smsTemplate,
  priceTagTemplate,
  firm,
  firmAccountNumber,
  bankInputType,
  bankInputTypeCondition,
  bankExpenseCondition,
  supplierUniqueNumber,
  installationMaster,
  installationRate,
  appealType,
  appealSource,
  appealGroup,
  appealForm,
  appealDirection,
  room,
  writeOffReason,
  assetGroup,
  assetProduct,
  conversationComment,
  blacklistedClient,
  generalMarkup,
  categoryMarkup,
  productMarkup,
  saleExchangeRate,
  programVersion,
  cashbox,
  fond,
];

const BY_NAME: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((r) => [r.name, r]));
const BY_ROUTE: ReadonlyMap<string, ResourceDef> = new Map(
  RESOURCES.flatMap((r) =>
    [r.route, ...(r.alsoRoutes ?? [])].flatMap((route) => (route ? [[route, r] as const] : [])),
  ),
);

export function findResource(name: string): ResourceDef | undefined {
  return BY_NAME.get(name);
}

/** The resource whose screen is this route, if the route is a resource screen. */
export function resourceOfRoute(routeName: string): ResourceDef | undefined {
  return BY_ROUTE.get(routeName);
}
