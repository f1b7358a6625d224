--TEST--
A directory tree built, listed (scandir, RecursiveDirectoryIterator, DirectoryIterator, SplFileObject) and removed
--FILE--
<?php
$dir = sys_get_temp_dir() . '/aphp_files_tree_test';
if (is_dir($dir)) { foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::CHILD_FIRST) as $f) { $f->isDir() ? rmdir($f->getPathname()) : unlink($f->getPathname()); } rmdir($dir); }
mkdir($dir . '/sub/deep', 0777, true);
file_put_contents("$dir/a.txt", "line1\nline2\nline3\n");
file_put_contents("$dir/sub/b.csv", "name,age\nAnn,30\n\"Lee, Bob\",25\n");
file_put_contents("$dir/sub/deep/c.log", "x");
file_put_contents("$dir/a.txt", "line4\n", FILE_APPEND);
echo filesize("$dir/a.txt"), " ", count(file("$dir/a.txt")), " ", json_encode(file("$dir/a.txt", FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES)), "\n";
function tree($path, $indent = '') {
    $items = array_diff(scandir($path), ['.', '..']);
    foreach ($items as $item) {
        $full = "$path/$item";
        echo $indent, is_dir($full) ? "[$item]" : $item, "\n";
        if (is_dir($full)) tree($full, $indent . '  ');
    }
}
tree($dir);
$fh = fopen("$dir/sub/b.csv", 'r');
$header = fgetcsv($fh);
while (($row = fgetcsv($fh)) !== false) { print_r(array_combine($header, $row)); }
fclose($fh);
$out = fopen("$dir/out.csv", 'w'); fputcsv($out, ['a', 'b c', 'd"e', 'f,g']); fclose($out); echo file_get_contents("$dir/out.csv");
$fh = fopen("$dir/a.txt", 'r'); while (!feof($fh)) { $line = fgets($fh); if ($line !== false) echo strtoupper($line); } fclose($fh);
echo pathinfo("$dir/sub/b.csv", PATHINFO_EXTENSION), " ", basename("$dir/sub/b.csv", ".csv"), " ", basename(dirname("$dir/sub/b.csv")), "\n";
print_r(pathinfo('/var/www/html/index.php'));
var_dump(file_exists("$dir/nope"), is_file("$dir/a.txt"), is_dir("$dir/sub"), is_writable("$dir/a.txt"));
$files = glob("$dir/*.txt"); echo count($files), basename($files[0]), "\n";
rename("$dir/a.txt", "$dir/renamed.txt"); var_dump(file_exists("$dir/renamed.txt"));
copy("$dir/renamed.txt", "$dir/copy.txt"); echo file_get_contents("$dir/copy.txt", false, null, 0, 5), "\n";
$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS));
$names = []; foreach ($it as $file) { $names[] = substr($file->getPathname(), strlen($dir)); } sort($names); print_r($names);
foreach (new DirectoryIterator($dir) as $fi) { if ($fi->isDot()) continue; $n[] = $fi->getFilename() . ($fi->isDir() ? '/' : ''); } sort($n); print_r($n);
$spl = new SplFileObject("$dir/renamed.txt");
foreach ($spl as $i => $line) { if ($line === '') continue; echo $i, ': ', rtrim($line), "\n"; }
$info = new SplFileInfo("$dir/copy.txt"); echo $info->getExtension(), " ", $info->getSize(), " ", $info->getBasename('.txt'), " ", $info->isFile() ? 'file' : 'x', "\n";
$tmp = tempnam(sys_get_temp_dir(), 'pre'); var_dump(is_file($tmp)); unlink($tmp);
$h = fopen('php://memory', 'w+'); fwrite($h, "hello\nworld"); rewind($h); echo fread($h, 5), "|", stream_get_contents($h), "\n"; fclose($h);
echo realpath("$dir/sub/../sub/b.csv") === "$dir/sub/b.csv" ? "realpath ok" : "bad", "\n";
foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::CHILD_FIRST) as $f) { $f->isDir() ? rmdir($f->getPathname()) : unlink($f->getPathname()); }
rmdir($dir); var_dump(is_dir($dir));
--EXPECT--
24 4 ["line1","line2","line3","line4"]
a.txt
[sub]
  b.csv
  [deep]
    c.log
Array
(
    [name] => Ann
    [age] => 30
)
Array
(
    [name] => Lee, Bob
    [age] => 25
)
a,"b c","d""e","f,g"
LINE1
LINE2
LINE3
LINE4
csv b sub
Array
(
    [dirname] => /var/www/html
    [basename] => index.php
    [extension] => php
    [filename] => index
)
bool(false)
bool(true)
bool(true)
bool(true)
1a.txt
bool(true)
line1
Array
(
    [0] => /copy.txt
    [1] => /out.csv
    [2] => /renamed.txt
    [3] => /sub/b.csv
    [4] => /sub/deep/c.log
)
Array
(
    [0] => copy.txt
    [1] => out.csv
    [2] => renamed.txt
    [3] => sub/
)
0: line1
1: line2
2: line3
3: line4
txt 24 copy file
bool(true)
hello|
world
realpath ok
bool(false)
