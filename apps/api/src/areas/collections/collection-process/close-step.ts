import type { CloseStep } from '../../../platform/close-of-day/step.ts';
import { offBalanceStep } from './off-balance.ts';
import { separatePlanStep } from './separate.ts';
import { stageStep } from './stage-step.ts';

/** The collection process's close-of-day steps, in order: stages, off balance, separate plans. */
export const collectionProcessSteps: readonly CloseStep[] = [stageStep, offBalanceStep, separatePlanStep];
