-- The two sets of form rules are named for what they are: A is the contact page's, B the apply and demo forms'.
UPDATE "lead_submissions" SET "variant" = CASE "variant" WHEN 'A' THEN 'contact-page' WHEN 'B' THEN 'apply-and-demo' ELSE "variant" END;
