--TEST--
aphp [options] -- args: the script is read from stdin and every word after -- is an argument
--FILE--
<?php
$php = getenv('TEST_PHP_EXECUTABLE');
foreach ([['--', 'x', '-y'], ['-n', '--', 'a', 'b'], ['-d', 'precision=5', '--', 'p']] as $opts) {
    $p = proc_open(array_merge([$php], $opts), [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
    fwrite($pipes[0], '<?php echo $argv[0], " | ", implode(" ", array_slice($argv, 1)), " | ", $argc, " | ", 1/3, "\n";');
    fclose($pipes[0]);
    echo stream_get_contents($pipes[1]);
    fclose($pipes[1]);
    echo "exit ", proc_close($p), "\n";
}
--EXPECT--
Standard input code | x -y | 3 | 0.33333333333333
exit 0
Standard input code | a b | 3 | 0.33333333333333
exit 0
Standard input code | p | 2 | 0.33333
exit 0
