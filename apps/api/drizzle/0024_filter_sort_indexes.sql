DROP INDEX "users_branch_id_id";--> statement-breakpoint
DROP INDEX "users_user_position_id_id";--> statement-breakpoint
DROP INDEX "asset_products_asset_group_id_id";--> statement-breakpoint
DROP INDEX "asset_products_unit_id_id";--> statement-breakpoint
DROP INDEX "bank_expense_conditions_cost_item_id_id";--> statement-breakpoint
DROP INDEX "bank_input_type_conditions_bank_input_type_id_id";--> statement-breakpoint
DROP INDEX "cashboxes_branch_id_id";--> statement-breakpoint
DROP INDEX "category_markups_product_category_id_id";--> statement-breakpoint
DROP INDEX "category_markups_status_id";--> statement-breakpoint
DROP INDEX "contract_tariffs_contract_term_id_id";--> statement-breakpoint
DROP INDEX "employee_devices_device_code_id";--> statement-breakpoint
DROP INDEX "employee_devices_branch_id_id";--> statement-breakpoint
DROP INDEX "employee_devices_workstation_id_id";--> statement-breakpoint
DROP INDEX "firm_account_numbers_firm_id_id";--> statement-breakpoint
DROP INDEX "firm_account_numbers_account_id";--> statement-breakpoint
DROP INDEX "firm_account_numbers_currency_id";--> statement-breakpoint
DROP INDEX "firms_stir_id";--> statement-breakpoint
DROP INDEX "general_markups_status_id";--> statement-breakpoint
DROP INDEX "installation_masters_branch_id_id";--> statement-breakpoint
DROP INDEX "investors_pinfl_id";--> statement-breakpoint
DROP INDEX "materials_material_group_id_id";--> statement-breakpoint
DROP INDEX "materials_unit_id_id";--> statement-breakpoint
DROP INDEX "mobile_devices_app_kind_id";--> statement-breakpoint
DROP INDEX "mobile_devices_user_id_id";--> statement-breakpoint
DROP INDEX "mobile_devices_branch_id_id";--> statement-breakpoint
DROP INDEX "payment_types_group_id";--> statement-breakpoint
DROP INDEX "product_categories_parent_id_id";--> statement-breakpoint
DROP INDEX "product_category_properties_product_category_id_id";--> statement-breakpoint
DROP INDEX "product_category_properties_product_property_id_id";--> statement-breakpoint
DROP INDEX "product_discounts_product_id_id";--> statement-breakpoint
DROP INDEX "product_markups_product_id_id";--> statement-breakpoint
DROP INDEX "product_markups_status_id";--> statement-breakpoint
DROP INDEX "product_properties_product_property_group_id_id";--> statement-breakpoint
DROP INDEX "product_properties_product_property_unit_id_id";--> statement-breakpoint
DROP INDEX "products_product_category_id_id";--> statement-breakpoint
DROP INDEX "products_brand_id_id";--> statement-breakpoint
DROP INDEX "products_unit_id_id";--> statement-breakpoint
DROP INDEX "products_barcode_id";--> statement-breakpoint
DROP INDEX "products_is_serial_id";--> statement-breakpoint
DROP INDEX "products_has_marking_id";--> statement-breakpoint
DROP INDEX "regions_province_id_id";--> statement-breakpoint
DROP INDEX "rooms_branch_id_id";--> statement-breakpoint
DROP INDEX "sale_exchange_rates_status_id";--> statement-breakpoint
DROP INDEX "sole_proprietors_stir_id";--> statement-breakpoint
DROP INDEX "staff_members_branch_id_id";--> statement-breakpoint
DROP INDEX "supplier_unique_numbers_supplier_id_id";--> statement-breakpoint
DROP INDEX "suppliers_stir_id";--> statement-breakpoint
DROP INDEX "villages_province_id_id";--> statement-breakpoint
DROP INDEX "villages_region_id_id";--> statement-breakpoint
DROP INDEX "warehouses_branch_id_id";--> statement-breakpoint
DROP INDEX "work_locations_branch_id_id";--> statement-breakpoint
DROP INDEX "workplace_positions_workplace_category_id_id";--> statement-breakpoint
DROP INDEX "workplaces_stir_id";--> statement-breakpoint
DROP INDEX "workplaces_workplace_category_id_id";--> statement-breakpoint
DROP INDEX "workplaces_province_id_id";--> statement-breakpoint
DROP INDEX "workplaces_region_id_id";--> statement-breakpoint
DROP INDEX "workplaces_village_id_id";--> statement-breakpoint
DROP INDEX "workstations_branch_id_id";--> statement-breakpoint
CREATE INDEX "branches_is_office_id" ON "branches" USING btree ("is_office","id");--> statement-breakpoint
CREATE INDEX "users_branch_id_full_name_id" ON "users" USING btree ("branch_id","full_name","id");--> statement-breakpoint
CREATE INDEX "users_user_position_id_full_name_id" ON "users" USING btree ("user_position_id","full_name","id");--> statement-breakpoint
CREATE INDEX "asset_products_asset_group_id_name_id" ON "asset_products" USING btree ("asset_group_id","name","id");--> statement-breakpoint
CREATE INDEX "asset_products_unit_id_name_id" ON "asset_products" USING btree ("unit_id","name","id");--> statement-breakpoint
CREATE INDEX "bank_expense_conditions_cost_item_id_name_id" ON "bank_expense_conditions" USING btree ("cost_item_id","name","id");--> statement-breakpoint
CREATE INDEX "bank_input_type_conditions_bank_input_type_id_name_id" ON "bank_input_type_conditions" USING btree ("bank_input_type_id","name","id");--> statement-breakpoint
CREATE INDEX "banks_mfo_name_id" ON "banks" USING btree ("mfo","name","id");--> statement-breakpoint
CREATE INDEX "cashboxes_branch_id_name_id" ON "cashboxes" USING btree ("branch_id","name","id");--> statement-breakpoint
CREATE INDEX "category_markups_product_category_id_date_id" ON "category_markups" USING btree ("product_category_id","date","id");--> statement-breakpoint
CREATE INDEX "category_markups_status_date_id" ON "category_markups" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "contract_tariffs_contract_term_id_name_id" ON "contract_tariffs" USING btree ("contract_term_id","name","id");--> statement-breakpoint
CREATE INDEX "employee_devices_device_code_name_id" ON "employee_devices" USING btree ("device_code","name","id");--> statement-breakpoint
CREATE INDEX "employee_devices_branch_id_name_id" ON "employee_devices" USING btree ("branch_id","name","id");--> statement-breakpoint
CREATE INDEX "employee_devices_workstation_id_name_id" ON "employee_devices" USING btree ("workstation_id","name","id");--> statement-breakpoint
CREATE INDEX "firm_account_numbers_firm_id_name_id" ON "firm_account_numbers" USING btree ("firm_id","name","id");--> statement-breakpoint
CREATE INDEX "firm_account_numbers_account_name_id" ON "firm_account_numbers" USING btree ("account","name","id");--> statement-breakpoint
CREATE INDEX "firm_account_numbers_currency_name_id" ON "firm_account_numbers" USING btree ("currency","name","id");--> statement-breakpoint
CREATE INDEX "firms_stir_name_id" ON "firms" USING btree ("stir","name","id");--> statement-breakpoint
CREATE INDEX "general_markups_status_date_id" ON "general_markups" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "installation_masters_branch_id_name_id" ON "installation_masters" USING btree ("branch_id","name","id");--> statement-breakpoint
CREATE INDEX "investors_pinfl_name_id" ON "investors" USING btree ("pinfl","name","id");--> statement-breakpoint
CREATE INDEX "materials_material_group_id_name_id" ON "materials" USING btree ("material_group_id","name","id");--> statement-breakpoint
CREATE INDEX "materials_unit_id_name_id" ON "materials" USING btree ("unit_id","name","id");--> statement-breakpoint
CREATE INDEX "mobile_devices_app_kind_name_id" ON "mobile_devices" USING btree ("app_kind","name","id");--> statement-breakpoint
CREATE INDEX "mobile_devices_user_id_name_id" ON "mobile_devices" USING btree ("user_id","name","id");--> statement-breakpoint
CREATE INDEX "mobile_devices_branch_id_name_id" ON "mobile_devices" USING btree ("branch_id","name","id");--> statement-breakpoint
CREATE INDEX "payment_types_group_name_id" ON "payment_types" USING btree ("group","name","id");--> statement-breakpoint
CREATE INDEX "product_categories_parent_id_name_id" ON "product_categories" USING btree ("parent_id","name","id");--> statement-breakpoint
CREATE INDEX "product_category_properties_product_category_id_name_id" ON "product_category_properties" USING btree ("product_category_id","name","id");--> statement-breakpoint
CREATE INDEX "product_category_properties_product_property_id_name_id" ON "product_category_properties" USING btree ("product_property_id","name","id");--> statement-breakpoint
CREATE INDEX "product_discounts_product_id_date_from_id" ON "product_discounts" USING btree ("product_id","date_from","id");--> statement-breakpoint
CREATE INDEX "product_markups_product_id_date_id" ON "product_markups" USING btree ("product_id","date","id");--> statement-breakpoint
CREATE INDEX "product_markups_status_date_id" ON "product_markups" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "product_properties_product_property_group_id_name_id" ON "product_properties" USING btree ("product_property_group_id","name","id");--> statement-breakpoint
CREATE INDEX "product_properties_product_property_unit_id_name_id" ON "product_properties" USING btree ("product_property_unit_id","name","id");--> statement-breakpoint
CREATE INDEX "products_product_category_id_name_id" ON "products" USING btree ("product_category_id","name","id");--> statement-breakpoint
CREATE INDEX "products_brand_id_name_id" ON "products" USING btree ("brand_id","name","id");--> statement-breakpoint
CREATE INDEX "products_unit_id_name_id" ON "products" USING btree ("unit_id","name","id");--> statement-breakpoint
CREATE INDEX "products_barcode_name_id" ON "products" USING btree ("barcode","name","id");--> statement-breakpoint
CREATE INDEX "products_is_serial_name_id" ON "products" USING btree ("is_serial","name","id");--> statement-breakpoint
CREATE INDEX "products_has_marking_name_id" ON "products" USING btree ("has_marking","name","id");--> statement-breakpoint
CREATE INDEX "regions_province_id_name_id" ON "regions" USING btree ("province_id","name","id");--> statement-breakpoint
CREATE INDEX "rooms_branch_id_name_id" ON "rooms" USING btree ("branch_id","name","id");--> statement-breakpoint
CREATE INDEX "sale_exchange_rates_status_date_id" ON "sale_exchange_rates" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "sole_proprietors_stir_name_id" ON "sole_proprietors" USING btree ("stir","name","id");--> statement-breakpoint
CREATE INDEX "staff_members_branch_id_name_id" ON "staff_members" USING btree ("branch_id","name","id");--> statement-breakpoint
CREATE INDEX "supplier_unique_numbers_supplier_id_name_id" ON "supplier_unique_numbers" USING btree ("supplier_id","name","id");--> statement-breakpoint
CREATE INDEX "suppliers_stir_name_id" ON "suppliers" USING btree ("stir","name","id");--> statement-breakpoint
CREATE INDEX "villages_province_id_name_id" ON "villages" USING btree ("province_id","name","id");--> statement-breakpoint
CREATE INDEX "villages_region_id_name_id" ON "villages" USING btree ("region_id","name","id");--> statement-breakpoint
CREATE INDEX "warehouses_branch_id_name_id" ON "warehouses" USING btree ("branch_id","name","id");--> statement-breakpoint
CREATE INDEX "work_locations_branch_id_name_id" ON "work_locations" USING btree ("branch_id","name","id");--> statement-breakpoint
CREATE INDEX "workplace_positions_workplace_category_id_name_id" ON "workplace_positions" USING btree ("workplace_category_id","name","id");--> statement-breakpoint
CREATE INDEX "workplaces_stir_name_id" ON "workplaces" USING btree ("stir","name","id");--> statement-breakpoint
CREATE INDEX "workplaces_workplace_category_id_name_id" ON "workplaces" USING btree ("workplace_category_id","name","id");--> statement-breakpoint
CREATE INDEX "workplaces_province_id_name_id" ON "workplaces" USING btree ("province_id","name","id");--> statement-breakpoint
CREATE INDEX "workplaces_region_id_name_id" ON "workplaces" USING btree ("region_id","name","id");--> statement-breakpoint
CREATE INDEX "workplaces_village_id_name_id" ON "workplaces" USING btree ("village_id","name","id");--> statement-breakpoint
CREATE INDEX "workstations_branch_id_name_id" ON "workstations" USING btree ("branch_id","name","id");