--TEST--
attributes are parsed and ignored on classes, functions, parameters
--FILE--
<?php
#[Attribute]
class Route {
    public function __construct(public string $path = '/') {}
}

#[Route('/home'), Deprecated]
function home(#[SensitiveParameter] string $secret): string {
    return "home:" . strlen($secret);
}

#[Route(path: '/api')]
class Controller {
    #[Route('/list')]
    public function list(): array { return [1, 2]; }

    #[ReadOnlyish]
    public int $count = 3;
}

echo home("hunter2"), "\n";
$c = new Controller();
echo count($c->list()), " ", $c->count, "\n";
$f = #[Pure] fn($x) => $x * 2;
echo $f(21), "\n";
--EXPECT--
home:7
2 3
42
