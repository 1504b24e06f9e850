-- A shift type carries its unit (Create a Shift fills it from the chosen job); blank reads its job's unit, as before.
ALTER TABLE "shift_types" ADD COLUMN "unit" text DEFAULT '' NOT NULL;