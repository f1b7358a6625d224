//! Generates the parser from the lalrpop grammar in grammar/.

fn main() {
    println!("cargo:rerun-if-changed=grammar");
    if let Err(e) = lalrpop::Configuration::new()
        .emit_rerun_directives(true)
        .process_dir("grammar")
    {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
