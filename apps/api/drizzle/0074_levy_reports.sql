CREATE INDEX IF NOT EXISTS "contract_schedule_due" ON "contract_schedule" USING btree ("due_date","contract_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contract_events_date" ON "contract_events" USING btree ("event","business_date","id");
