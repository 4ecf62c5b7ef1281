CREATE TABLE "courier_phone_checks" (
	"courier" text NOT NULL,
	"phone" text NOT NULL,
	"report" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_phone_checks_courier_phone_pk" PRIMARY KEY("courier","phone")
);
