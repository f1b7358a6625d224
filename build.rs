//! Generates the parser from the lalrpop grammar in grammar/, and links the `aphp`
//! binary as a position-dependent executable: its relocations are then resolved at link
//! time instead of at every start (fewer pages touched before `main`).

fn main() {
    println!("cargo:rerun-if-changed=grammar");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    if let Err(e) = lalrpop::Configuration::new()
        .emit_rerun_directives(true)
        .process_dir("grammar")
    {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
