--TEST--
At script end, objects a shutdown closure holds outlive the global pass, and globals created at run time are released first
--FILE--
<?php
class Connection {
    public function __construct(public string $name) {}
    public function __destruct() { echo "close {$this->name}\n"; }
}
function boot() {
    $GLOBALS['registry'] = new Connection('registry');
}
$primary = new Connection('primary');
$replica = new Connection('replica');
$cache = [new Connection('cache')];
boot();
register_shutdown_function(function () use ($replica) {
    echo "shutdown sees {$replica->name}\n";
});
echo "done\n";
--EXPECT--
done
shutdown sees replica
close registry
close primary
close replica
close cache
