--TEST--
Append mode: ftell counts what was read and written from 0, writes always land at the end, fseek moves the position
--FILE--
<?php
$tmpfile = tempnam(sys_get_temp_dir(), 'x');
file_put_contents($tmpfile, str_repeat('X', 100));
$fp = fopen($tmpfile, 'a');
echo ftell($fp), "\n"; fwrite($fp, "AAA"); echo ftell($fp), "\n";
fseek($fp, 0, SEEK_SET); echo ftell($fp), "\n";
fwrite($fp, "BBB"); echo ftell($fp), "\n";
fclose($fp);
$fp = fopen($tmpfile, 'a+');
echo ftell($fp), "\n"; echo fread($fp, 5), "\n"; echo ftell($fp), "\n";
fwrite($fp, "CC"); echo ftell($fp), "\n"; echo json_encode(fread($fp, 5)), "\n"; echo ftell($fp), "\n";
fseek($fp, 2); echo ftell($fp), fread($fp, 3), ftell($fp), "\n";
fseek($fp, -3, SEEK_END); echo ftell($fp), fread($fp, 3), ftell($fp), "\n";
echo filesize($tmpfile), "\n";
unlink($tmpfile);
--EXPECT--
0
3
0
3
0
XXXXX
5
7
""
7
2XXX5
105BCC108
108
