CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","purpose");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");