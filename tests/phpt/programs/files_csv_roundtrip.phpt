--TEST--
files: fputcsv/fgetcsv, file_put_contents append, file(), fgets/feof, pathinfo, scandir, rename/copy/glob/unlink, tmpfile, str_getcsv
--FILE--
<?php
$dir = sys_get_temp_dir() . '/aphp_files_test_' . getmypid();
@mkdir($dir);
$file = "$dir/data.csv";
$rows = [['id', 'name', 'score'], [1, 'Ann', 91.5], [2, 'Bob', 78], [3, 'Cy, Jr.', 88]];
$fh = fopen($file, 'w');
foreach ($rows as $r) fputcsv($fh, $r);
fclose($fh);
echo file_get_contents($file);
$fh = fopen($file, 'r');
$header = fgetcsv($fh);
$total = 0;
while (($line = fgetcsv($fh)) !== false) { $rec = array_combine($header, $line); $total += $rec['score']; echo "{$rec['name']}: {$rec['score']}\n"; }
fclose($fh);
echo "total $total\n";
file_put_contents("$dir/log.txt", "line1\n");
file_put_contents("$dir/log.txt", "line2\n", FILE_APPEND);
print_r(file("$dir/log.txt", FILE_IGNORE_NEW_LINES));
echo filesize("$dir/log.txt"), " ", file_exists("$dir/log.txt") ? "exists" : "missing", " ", is_dir($dir) ? "dir" : "nodir", "\n";
$lines = 0; $h = fopen("$dir/log.txt", 'r'); while (!feof($h)) { $l = fgets($h); if ($l !== false) { $lines++; echo strlen($l), ":", rtrim($l), "\n"; } } fclose($h);
echo pathinfo($file, PATHINFO_EXTENSION), " ", basename($file, '.csv'), " ", basename(dirname($file)) === basename($dir) ? 'ok' : 'no', "\n";
print_r(pathinfo('/a/b/c.tar.gz'));
$list = scandir($dir); print_r(array_values(array_diff($list, ['.', '..'])));
rename("$dir/log.txt", "$dir/log2.txt"); var_dump(file_exists("$dir/log.txt"), file_exists("$dir/log2.txt"));
copy("$dir/log2.txt", "$dir/log3.txt"); echo file_get_contents("$dir/log3.txt");
foreach (glob("$dir/*.txt") as $f) { echo basename($f), "\n"; unlink($f); }
unlink($file); rmdir($dir); var_dump(is_dir($dir));
var_dump(@file_get_contents("/nonexistent/file"));
echo str_pad("", 3, "ab"), "|", sprintf("%s", null), "|", implode(",", str_getcsv('a,"b,c",d')), "\n";
$tmp = tmpfile(); fwrite($tmp, "hello world"); fseek($tmp, 0); echo fread($tmp, 5), " ", ftell($tmp), "\n"; rewind($tmp); echo stream_get_contents($tmp), "\n"; fclose($tmp);
fprintf(STDOUT, "to stdout %d\n", 5);
file_put_contents('php://stdout', "via wrapper\n");
echo PHP_EOL === "\n" ? "eol ok" : "eol bad", "\n";
--EXPECT--
id,name,score
1,Ann,91.5
2,Bob,78
3,"Cy, Jr.",88
Ann: 91.5
Bob: 78
Cy, Jr.: 88
total 257.5
Array
(
    [0] => line1
    [1] => line2
)
12 exists dir
6:line1
6:line2
csv data ok
Array
(
    [dirname] => /a/b
    [basename] => c.tar.gz
    [extension] => gz
    [filename] => c.tar
)
Array
(
    [0] => data.csv
    [1] => log.txt
)
bool(false)
bool(true)
line1
line2
log2.txt
log3.txt
bool(false)
bool(false)
aba||a,b,c,d
hello 5
hello world
to stdout 5
via wrapper
eol ok
