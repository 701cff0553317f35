ALTER TABLE "work_schedules" ALTER COLUMN "start_time" SET DATA TYPE time USING "start_time"::time;--> statement-breakpoint
ALTER TABLE "work_schedules" ALTER COLUMN "end_time" SET DATA TYPE time USING "end_time"::time;
