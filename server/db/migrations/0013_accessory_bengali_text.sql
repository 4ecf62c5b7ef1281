ALTER TABLE "accessories" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "description_bn" text;