import { DismissDialog, OrdersList, TransferDialog } from './orders-list.tsx';

/** `/salary/staff-transfer`: transfers with what changed; transferring an employee. */
export function TransfersPage() {
  return (
    <OrdersList
      kind="TRANSFER"
      addRule="transfer_to_other_job.add"
      withdrawRule="transfer_to_other_job.edit"
      dialog={TransferDialog}
      testId="hr-transfers"
    />
  );
}

/** `/salary/staff-dismissal`: dismissals with their reasons; dismissing an employee. */
export function DismissalsPage() {
  return (
    <OrdersList
      kind="DISMISSAL"
      addRule="dismissal_of_staff.add"
      dialog={DismissDialog}
      testId="hr-dismissals"
    />
  );
}
