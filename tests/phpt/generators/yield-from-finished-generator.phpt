--TEST--
yield from a generator that already finished is an Error
--FILE--
<?php
function pages() { yield 'page1'; yield 'page2'; return 2; }
function crawl(Generator $source) {
    $count = yield from $source;
    yield "crawled $count";
}
$src = pages();
foreach ($src as $p) echo $p, "\n";
try {
    foreach (crawl($src) as $line) echo $line, "\n";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), " (line ", $e->getLine(), ")\n";
}
function failing() { yield 1; throw new RuntimeException("fetch failed"); }
$f = failing();
try { foreach ($f as $_) {} } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
try {
    foreach (crawl($f) as $line) echo $line, "\n";
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
foreach (crawl(pages()) as $line) echo $line, "\n";
--EXPECT--
page1
page2
Error: Generator passed to yield from was aborted without proper return and is unable to continue (line 4)
fetch failed
Generator passed to yield from was aborted without proper return and is unable to continue
page1
page2
crawled 2
