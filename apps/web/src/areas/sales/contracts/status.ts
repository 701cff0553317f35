/** Tag colours of order and contract states. */
export const STATUS_COLORS: Record<string, string> = {
  CREATED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  ACTIVE: 'green',
  FREEZE: 'cyan',
  CLOSED: 'default',
  CANCELED: 'default',
  RETURNED: 'purple',
};
