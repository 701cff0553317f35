import {
  absenceReason,
  appealDirection,
  appealForm,
  appealGroup,
  appealSource,
  appealType,
  appVersion,
  assetGroup,
  assetProduct,
  bank,
  bankExpenseCondition,
  bankInputType,
  bankInputTypeCondition,
  blacklistedClient,
  branchSetting,
  brand,
  cashbox,
  categoryMarkup,
  classifier,
  contractCommentType,
  contractRequisite,
  contractTariff,
  contractTerm,
  conversationComment,
  costItem,
  countingErrorReason,
  customerFlowSource,
  driver,
  employeeDevice,
  exchangeRate,
  firm,
  firmAccountNumber,
  fond,
  freeProductReason,
  generalMarkup,
  holiday,
  hrSection,
  installationMaster,
  installationRate,
  investor,
  material,
  materialGroup,
  mobileDevice,
  news,
  paymentType,
  priceTagTemplate,
  processStage,
  product,
  productCategory,
  productCategoryProperty,
  productDiscount,
  productMarkup,
  productProperty,
  productPropertyGroup,
  productPropertyUnit,
  productReturnReason,
  programVersion,
  province,
  region,
  room,
  saleExchangeRate,
  smsTemplate,
  soleProprietor,
  staff,
  supplier,
  supplierUniqueNumber,
  unit,
  village,
  warehouse,
  warningLetterTemplate,
  workLeaveReason,
  workLocation,
  workplace,
  workplaceCategory,
  workplacePosition,
  workSchedule,
  workstation,
  writeOffReason,
} from '@savdo/shared/resources/definitions';
import { resourceTable } from '../engine/table.ts';

// One export per resource definition, so drizzle-kit sees each table
// (a test checks that every definition of the registry has one here).
export const provinces = resourceTable(province);
export const regions = resourceTable(region);
export const villages = resourceTable(village);
export const units = resourceTable(unit);
export const brands = resourceTable(brand);
export const exchangeRates = resourceTable(exchangeRate);
export const mobileDevices = resourceTable(mobileDevice);
export const branchSettings = resourceTable(branchSetting);

// Reference screens (issue 3 item 4), in the registry's order.
export const workplaceCategories = resourceTable(workplaceCategory);
export const workplacePositions = resourceTable(workplacePosition);
export const workplaces = resourceTable(workplace);
export const productPropertyUnits = resourceTable(productPropertyUnit);
export const productPropertyGroups = resourceTable(productPropertyGroup);
export const productProperties = resourceTable(productProperty);
export const productCategories = resourceTable(productCategory);
export const productCategoryProperties = resourceTable(productCategoryProperty);
export const products = resourceTable(product);
export const warehouses = resourceTable(warehouse);
export const suppliers = resourceTable(supplier);
export const banks = resourceTable(bank);
export const drivers = resourceTable(driver);
export const productReturnReasons = resourceTable(productReturnReason);
export const staffMembers = resourceTable(staff);
export const newsItems = resourceTable(news);
export const investors = resourceTable(investor);
export const soleProprietors = resourceTable(soleProprietor);
export const customerFlowSources = resourceTable(customerFlowSource);
export const materialGroups = resourceTable(materialGroup);
export const materials = resourceTable(material);
export const freeProductReasons = resourceTable(freeProductReason);
export const appVersions = resourceTable(appVersion);
export const countingErrorReasons = resourceTable(countingErrorReason);
export const productDiscounts = resourceTable(productDiscount);
export const paymentTypes = resourceTable(paymentType);
export const contractTerms = resourceTable(contractTerm);
export const contractTariffs = resourceTable(contractTariff);
export const contractRequisites = resourceTable(contractRequisite);
export const workLocations = resourceTable(workLocation);
export const workSchedules = resourceTable(workSchedule);
export const workLeaveReasons = resourceTable(workLeaveReason);
export const hrSections = resourceTable(hrSection);
export const holidays = resourceTable(holiday);
export const classifiers = resourceTable(classifier);
export const workstations = resourceTable(workstation);
export const absenceReasons = resourceTable(absenceReason);
export const employeeDevices = resourceTable(employeeDevice);
export const costItems = resourceTable(costItem);
export const contractCommentTypes = resourceTable(contractCommentType);
export const processStages = resourceTable(processStage);
export const warningLetterTemplates = resourceTable(warningLetterTemplate);
export const smsTemplates = resourceTable(smsTemplate);
export const priceTagTemplates = resourceTable(priceTagTemplate);
export const firms = resourceTable(firm);
export const firmAccountNumbers = resourceTable(firmAccountNumber);
export const bankInputTypes = resourceTable(bankInputType);
export const bankInputTypeConditions = resourceTable(bankInputTypeCondition);
export const bankExpenseConditions = resourceTable(bankExpenseCondition);
export const supplierUniqueNumbers = resourceTable(supplierUniqueNumber);
export const installationMasters = resourceTable(installationMaster);
export const installationRates = resourceTable(installationRate);
export const appealTypes = resourceTable(appealType);
export const appealSources = resourceTable(appealSource);
export const appealGroups = resourceTable(appealGroup);
export const appealForms = resourceTable(appealForm);
export const appealDirections = resourceTable(appealDirection);
export const rooms = resourceTable(room);
export const writeOffReasons = resourceTable(writeOffReason);
export const assetGroups = resourceTable(assetGroup);
export const assetProducts = resourceTable(assetProduct);
export const conversationComments = resourceTable(conversationComment);
export const clientBlacklist = resourceTable(blacklistedClient);
export const generalMarkups = resourceTable(generalMarkup);
export const categoryMarkups = resourceTable(categoryMarkup);
export const productMarkups = resourceTable(productMarkup);
export const saleExchangeRates = resourceTable(saleExchangeRate);
export const programVersions = resourceTable(programVersion);
export const cashboxes = resourceTable(cashbox);
export const fonds = resourceTable(fond);
