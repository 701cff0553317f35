import { Alert, Button } from 'antd';

interface Props {
  title: string;
  text?: string;
  actionLabel: string;
  onAction(): void;
}

/** A light failure notice with one action, for the shell's own errors (no heavy antd Result in the entry). */
export function StatusNotice({ title, text, actionLabel, onAction }: Props) {
  return (
    <div style={{ maxWidth: 520, margin: '20vh auto', padding: 24 }}>
      <Alert
        type="warning"
        showIcon
        title={title}
        description={text}
        data-testid="status-notice"
        action={
          <Button type="primary" size="small" onClick={onAction}>
            {actionLabel}
          </Button>
        }
      />
    </div>
  );
}
