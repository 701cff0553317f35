import { DOC_SCREENS } from '../warehouse/doc-kinds.ts';
import { DocumentsPage } from '../warehouse/doc-page.tsx';

/** The warehouse side of fixed assets: the warehouse document screens configured for item kind `asset`. */
export const AssetInputPage = () => <DocumentsPage page={DOC_SCREENS.assetInput} />;
export const AssetMovesOutPage = () => <DocumentsPage page={DOC_SCREENS.assetMoveOut} />;
export const AssetMovesInPage = () => <DocumentsPage page={DOC_SCREENS.assetMoveIn} />;
