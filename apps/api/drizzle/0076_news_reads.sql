-- Who has read which staff news item (the /news feed's unread marks).
CREATE TABLE IF NOT EXISTS "news_reads" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"news_id" integer NOT NULL REFERENCES "news"("id") ON DELETE CASCADE,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "news_id")
);
