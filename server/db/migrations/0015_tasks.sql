CREATE TABLE "wms"."task_runs" (
	"run_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wms"."task_runs_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"task_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"error" text,
	"ran_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms"."tasks" (
	"site_id" text NOT NULL,
	"task_id" text NOT NULL,
	"schedule" text NOT NULL,
	"lambda" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_hour" integer DEFAULT 0 NOT NULL,
	"end_hour" integer DEFAULT 0 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"monday" boolean DEFAULT true NOT NULL,
	"tuesday" boolean DEFAULT true NOT NULL,
	"wednesday" boolean DEFAULT true NOT NULL,
	"thursday" boolean DEFAULT true NOT NULL,
	"friday" boolean DEFAULT true NOT NULL,
	"saturday" boolean DEFAULT false NOT NULL,
	"sunday" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"email_errors_only" boolean DEFAULT false NOT NULL,
	"time_limit_seconds" integer DEFAULT 900 NOT NULL,
	"next_due" timestamp with time zone,
	"last_ran" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"last_duration_ms" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"locked_time" timestamp with time zone,
	"locked_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_site_id_task_id_pk" PRIMARY KEY("site_id","task_id")
);
--> statement-breakpoint
CREATE INDEX "task_runs_task_idx" ON "wms"."task_runs" USING btree ("site_id","task_id","started_at");--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "wms"."tasks" USING btree ("next_due") WHERE active;