import { Modal } from 'antd';

interface Props {
  /** The PDF's blob URL, or null while the dialog is closed. */
  url: string | null;
  onClose(): void;
  title: string;
  /** The text of the link that opens the PDF in a window of its own (with the browser's print button). */
  openLabel: string;
  openTestId: string;
  frameTestId: string;
}

/** A PDF from the server shown in a dialog, with a link to open it in a window of its own. */
export function PdfDialog({ url, onClose, title, openLabel, openTestId, frameTestId }: Props) {
  return (
    <Modal open={url !== null} title={title} onCancel={onClose} footer={null} width="80vw" destroyOnHidden>
      {url && (
        <>
          <a href={url} target="_blank" rel="noreferrer" data-testid={openTestId}>
            {openLabel}
          </a>
          <iframe
            data-testid={frameTestId}
            title={title}
            src={url}
            style={{ width: '100%', height: '70vh', border: 0, marginTop: 8 }}
          />
        </>
      )}
    </Modal>
  );
}
