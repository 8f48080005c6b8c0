ALTER TABLE "wms"."runs" ADD COLUMN "run_parent_id" integer;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "run_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "location_pick_section_id" integer;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "load_configuration_id" integer;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pick_pack_option" text DEFAULT 'Pick' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "cut_off_start_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "cut_off_end_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "confirm_on" text DEFAULT 'On Pick' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "consign_on" text DEFAULT 'print' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "warn_pack_weight" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "edi_partner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "courier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "courier_service" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "form_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "check_form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "prestart_form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pack_contents_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "carton_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "split_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "sales_order_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "despatch_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "erp_update_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "erp_set_to_complete_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "dont_allow_changes_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pick" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pick_now" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "default_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "capture_pod" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "auto_pick" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "auto_pick_qty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "auto_allocate_batches_on_pick" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "load_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pack_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "print_carton_labels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "print_split_labels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "print_pack_contents_label" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "allow_pick_from_lines_screen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "show_popup_print_labels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "auto_create_packs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "open_freight_consignment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "consolidate_bulk_picks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "require_pick_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "start_delivery_on_pack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "print_despatch_labels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "delivery_dispatch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "con_note" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "run_sequence" boolean DEFAULT false NOT NULL;