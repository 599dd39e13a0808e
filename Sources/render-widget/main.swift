import RenderWidgetCommand

RenderWidget.main()
