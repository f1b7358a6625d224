--TEST--
SplFileObject flags and CSV reading, SplTempFileObject, SplFileInfo, FilesystemIterator and RecursiveDirectoryIterator
--FILE--
<?php
$path = sys_get_temp_dir() . '/aphp_spl_file_object.csv';
file_put_contents($path, "id,name\n1,Ann\n\n2,\"Lee, Bob\"\n");
$f = new SplFileObject($path);
$f->setFlags(SplFileObject::READ_CSV | SplFileObject::SKIP_EMPTY | SplFileObject::READ_AHEAD | SplFileObject::DROP_NEW_LINE);
foreach ($f as $i => $row) { echo $i, ': ', json_encode($row), "\n"; }
$f = new SplFileObject($path);
$f->setFlags(SplFileObject::DROP_NEW_LINE | SplFileObject::SKIP_EMPTY | SplFileObject::READ_AHEAD);
foreach ($f as $i => $line) echo "$i [$line]\n";
$f = new SplFileObject($path);
foreach ($f as $i => $line) echo "$i [", rtrim($line), "]\n";
$f->seek(2); echo "seek2: ", trim($f->current()), "|", $f->key(), "\n";
$f->rewind(); echo $f->fgets(); echo $f->eof() ? 'eof' : 'more', "\n";
$w = new SplFileObject($path, 'w'); $w->fwrite("new content\n"); $w->fputcsv(['a', 'b c']); unset($w);
echo file_get_contents($path);
$t = new SplTempFileObject(); $t->fwrite("x\ny\n"); $t->rewind(); echo trim($t->fgets()), trim($t->fgets()), "\n";
echo $t->getFilename(), " ", $t->getPathname(), "\n";
try { new SplFileObject('/nonexistent/file'); } catch (RuntimeException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$info = new SplFileInfo($path); var_dump($info); echo $info, " ", $info->getExtension(), " ", $info->getBasename('.csv'), " ", $info->getPath() === sys_get_temp_dir() ? 'ok' : 'bad', "\n";
$o = $info->openFile(); echo get_class($o), " ", trim($o->fgets()), "\n";
unlink($path);
$d = sys_get_temp_dir() . '/aphp_spl_fs_iter'; @mkdir($d); touch("$d/one.txt"); touch("$d/two.md");
$it = new FilesystemIterator($d); $names = []; foreach ($it as $k => $v) { $names[] = basename($k) . '=' . get_class($v) . ':' . $v->getFilename(); } sort($names); print_r($names);
$it = new FilesystemIterator($d, FilesystemIterator::KEY_AS_FILENAME | FilesystemIterator::CURRENT_AS_PATHNAME); $names = iterator_to_array($it); ksort($names); print_r(array_map('basename', $names));
$r = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($d, FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::SELF_FIRST); $c = 0; foreach ($r as $x) $c++; echo $c, "\n";
unlink("$d/one.txt"); unlink("$d/two.md"); rmdir($d);
try { new DirectoryIterator('/nonexistent'); } catch (UnexpectedValueException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
0: ["id","name"]
1: ["1","Ann"]
3: ["2","Lee, Bob"]
0 [id,name]
1 [1,Ann]
2 [2,"Lee, Bob"]
0 [id,name]
1 [1,Ann]
2 []
3 [2,"Lee, Bob"]
4 []
seek2: |2
id,name
more
new content
a,"b c"
xy
php://temp php://temp
RuntimeException: SplFileObject::__construct(/nonexistent/file): Failed to open stream: No such file or directory
object(SplFileInfo)#3 (2) {
  ["pathName":"SplFileInfo":private]=>
  string(29) "/tmp/aphp_spl_file_object.csv"
  ["fileName":"SplFileInfo":private]=>
  string(24) "aphp_spl_file_object.csv"
}
/tmp/aphp_spl_file_object.csv csv aphp_spl_file_object ok
SplFileObject new content
Array
(
    [0] => one.txt=SplFileInfo:one.txt
    [1] => two.md=SplFileInfo:two.md
)
Array
(
    [.] => .
    [..] => ..
    [one.txt] => one.txt
    [two.md] => two.md
)
2
DirectoryIterator::__construct(/nonexistent): Failed to open directory: No such file or directory
