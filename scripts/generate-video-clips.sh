#!/usr/bin/env bash
# Regenerates the PRIZM Walkthrough title-card clips, captions and posters in public/media and
# public/images/videos for the slugs of content/videos (needs Debian's ffmpeg and DejaVu fonts).
set -euo pipefail
cd "$(dirname "$0")/.."
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
light=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
n=0
while IFS='|' read -r name title; do
  n=$((n + 1))
  out="public/media/${name}.mp4"
  size=$(( ${#title} > 20 ? 860 / ${#title} : 40 ))
  ffmpeg -nostdin -loglevel error -y \
    -f lavfi -i "color=c=0x0b2545:s=640x360:d=8:r=24" \
    -f lavfi -i "color=c=0xf6b43c:s=640x6:d=8:r=24" \
    -filter_complex "[0:v]drawbox=x=0:y=250:w=640:h=110:color=0x12305a@1:t=fill,\
drawbox=x=48:y=$((200 + n * 8)):w=26:h=$((100 - n * 8)):color=0x2f6fde:t=fill,\
drawbox=x=84:y=230:w=26:h=70:color=0x2f6fde:t=fill,drawbox=x=120:y=215:w=26:h=85:color=0x2f6fde:t=fill,\
drawbox=x=156:y=245:w=26:h=55:color=0xf6b43c:t=fill,drawbox=x=192:y=205:w=26:h=95:color=0x2f6fde:t=fill,\
drawtext=fontfile=${light}:text='PRIZM WALKTHROUGH  ·  PART ${n} OF 9':fontcolor=0xf6b43c:fontsize=18:x=48:y=56,\
drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=${size}:x=48:y=96:alpha='min(1,t/1.2)',\
drawtext=fontfile=${light}:text='Northpeak  ·  healthcare price-transparency analytics':fontcolor=0xd9e8ff:fontsize=16:x=48:y=156:alpha='min(1,max(0,(t-1)/1.2))'[bg];\
[bg][1:v]overlay=x='-W+W*t/8':y=H-6[v]" \
    -map "[v]" -c:v libx264 -profile:v baseline -pix_fmt yuv420p -preset veryslow -crf 30 -movflags +faststart \
    -an "$out"
  printf 'WEBVTT\n\n00:00:00.000 --> 00:00:08.000\nPRIZM Walkthrough, part %s of 9: %s\n' "$n" "$title" >"public/media/${name}.vtt"
  ffmpeg -nostdin -loglevel error -y -ss 4 -i "$out" -frames:v 1 -q:v 6 "public/images/videos/${name}.jpg"
done <<'LIST'
mrf-data-overview|Overview
standard-reports|Standard Reports
custom-reports|Custom Report
build-query|Build Query
data-aggregration|Data Aggregation
provider-group-use-case|Provider Group Use Case
claims-upload-and-summary|Claims Upload and Summary
claims-summary-reports|Claims Summary Reports
mrf-quality-assurance-summary|MRF Quality Assurance Summary
LIST
