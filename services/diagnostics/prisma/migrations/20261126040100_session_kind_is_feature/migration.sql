-- A phonetic session's kind names the feature that asked for it (issue 22 part 4):
-- 'sentence' was /phonetics, 'sound' was /accent-lab. A rename keeps every row.
ALTER TYPE "diagnostics"."PhoneticSessionKind" RENAME VALUE 'sentence' TO 'phonetics';
ALTER TYPE "diagnostics"."PhoneticSessionKind" RENAME VALUE 'sound' TO 'accentLab';
