from django.shortcuts import render


def home(request):
    """The landing page: what Kingdom is and where to go next."""
    return render(request, "frontend/home.html")
