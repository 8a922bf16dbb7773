-- data migration (hand-written)
-- From the next migration on, a helper's age is counted from her date of birth and the typed
-- age is dropped, so this runs before it. Registration used to check only the typed age (at
-- least 18): a date of birth that makes a helper younger than 18 or older than 100 today was
-- mistyped. It moves by whole years, keeping its day and month, so that she had the typed age
-- on the day she registered. Any other date of birth is taken as given.
UPDATE "helpers"
SET "date_of_birth" = ("date_of_birth" - make_interval(years => "age" - date_part('year', age(("created_at" AT TIME ZONE 'Asia/Kolkata')::date, "date_of_birth"))::int))::date
WHERE date_part('year', age((now() AT TIME ZONE 'Asia/Kolkata')::date, "date_of_birth")) NOT BETWEEN 18 AND 100;
