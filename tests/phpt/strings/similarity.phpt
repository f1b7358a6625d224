--TEST--
similar_text, levenshtein, soundex, metaphone
--FILE--
<?php
var_dump(similar_text("World", "Word", $p), $p);
var_dump(similar_text("Hello World", "Hallo Welt", $p), $p);
var_dump(similar_text("", "", $p), $p);
var_dump(levenshtein("kitten", "sitting"), levenshtein("", "abc"), levenshtein("abc", "abd", 2, 3, 4), levenshtein("flaw", "lawn"));
foreach (["Robert", "Rupert", "Tymczak", "Pfister", "Lloyd", "", "Ashcraft"] as $w) echo $w, " ", soundex($w), "\n";
foreach (["Thompson", "knight", "Schmidt", "Xavier", "wright", "laugh", "science", "nation", "Philip", "tchotchke"] as $w) echo $w, " ", metaphone($w), "\n";
var_dump(metaphone("Thompson", 2));
--EXPECT--
int(4)
float(88.88888888888889)
int(7)
float(66.66666666666667)
int(0)
float(0)
int(3)
int(3)
int(3)
int(2)
Robert R163
Rupert R163
Tymczak T522
Pfister P236
Lloyd L300
 0000
Ashcraft A226
Thompson 0MPSN
knight NFT
Schmidt SXMTT
Xavier SFR
wright RFT
laugh LF
science SNS
nation NXN
Philip FLP
tchotchke XXK
string(2) "0M"
