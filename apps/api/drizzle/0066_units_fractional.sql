ALTER TABLE "units" ADD COLUMN "fractional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Units of measure sold in parts keep taking fractional quantities; every other unit counts pieces.
UPDATE "units" SET "fractional" = true
  WHERE lower(trim("short_name")) IN ('kg', 'g', 'gr', 't', 'm', 'cm', 'mm', 'm²', 'm2', 'm³', 'm3', 'l', 'ml',
    'кг', 'г', 'гр', 'т', 'м', 'см', 'мм', 'м²', 'м2', 'м³', 'м3', 'л', 'мл')
  OR lower(trim("name")) IN ('kilogramm', 'gramm', 'metr', 'kvadrat metr', 'litr', 'килограмм', 'грамм', 'метр',
    'квадратный метр', 'литр');
