--TEST--
fopen(), file() and file_get_contents(): NUL bytes, invalid modes and flags, negative offsets
--FILE--
<?php
// fopen(), file() and file_get_contents() reject bad paths, modes, flags and offsets.
$path = sys_get_temp_dir() . '/aphp_file_args_' . getmypid() . '.txt';
file_put_contents($path, "hello\nworld\n");
$calls = [
    fn() => fopen($path, ''),
    fn() => fopen($path, 'q'),
    fn() => fopen($path, '5'),
    fn() => fopen("a\0b", 'r'),
    fn() => file_get_contents("a\0b"),
    fn() => file_get_contents($path, false, null, -6),
    fn() => file_get_contents($path, false, null, -100),
    fn() => file_get_contents($path, false, 5),
    fn() => file($path, -1),
    fn() => file($path, 99),
    fn() => file($path, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES),
    fn() => file($path, 0, 5),
    fn() => fgets(fopen($path, 'r'), 1),
    fn() => fgets(fopen($path, 'r'), 3),
];
foreach ($calls as $i => $call) {
    try {
        $r = $call();
        echo $i, ': ', is_resource($r) ? 'resource' : json_encode($r), "\n";
    } catch (\Throwable $e) {
        echo $i, ': ', get_class($e), ': ', str_replace($path, 'PATH', $e->getMessage()), "\n";
    }
}
unlink($path);
--EXPECTF--

Warning: fopen(%s): Failed to open stream: `' is not a valid mode for fopen in %s on line 6
0: false

Warning: fopen(%s): Failed to open stream: `q' is not a valid mode for fopen in %s on line 7
1: false

Warning: fopen(%s): Failed to open stream: `5' is not a valid mode for fopen in %s on line 8
2: false
3: ValueError: fopen(): Argument #1 ($filename) must not contain any null bytes
4: ValueError: file_get_contents(): Argument #1 ($filename) must not contain any null bytes
5: "world\n"

Warning: file_get_contents(): Failed to seek to position -100 in the stream in %s on line 12
6: false
7: TypeError: file_get_contents(): Argument #3 ($context) must be of type resource or null, int given
8: ValueError: file(): Argument #2 ($flags) must be a valid flag value
9: ValueError: file(): Argument #2 ($flags) must be a valid flag value
10: ["hello","world"]
11: TypeError: file(): Argument #3 ($context) must be of type resource or null, int given
12: false
13: "he"
