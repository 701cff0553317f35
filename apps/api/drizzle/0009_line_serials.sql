ALTER TABLE "stock_document_lines" ADD COLUMN "serials" text[];--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD COLUMN "markings" text[];