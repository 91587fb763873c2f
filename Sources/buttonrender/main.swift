import ButtonRenderCommandLine

// The whole command line lives in ButtonRenderCommandLine, so that the tests link it as a library.
ButtonRenderCommand.main()
